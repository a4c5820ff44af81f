// A short numbered list of what happens, each step a title and one line: the visitor home and About Us.

export function NumberedSteps({ steps, className }: { steps: ReadonlyArray<readonly [title: string, detail: string]>; className?: string }) {
  return (
    <ol className={className ?? 'mt-4 space-y-3'}>
      {steps.map(([title, detail], index) => (
        <li key={title} className="flex gap-4 rounded-lg border border-line bg-white p-4">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand">
            {index + 1}
          </span>
          <span>
            <span className="block font-medium">{title}</span>
            <span className="block text-muted">{detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
