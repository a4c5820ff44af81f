// The frame of the account pages (sign in, create user, forgot password, verify): a centred card with a heading.
import type { ReactNode } from 'react';
import { cn } from './ui/cn';

export function AccountCard({ title, intro, children, wide }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby="page-heading" className={cn('mx-auto w-full', wide ? 'max-w-3xl' : 'max-w-md')}>
      <h1 id="page-heading" className="text-3xl font-semibold text-brand">
        {title}
      </h1>
      {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
      <div className="mt-6 rounded-lg border border-line bg-white p-5 shadow-sm sm:p-6">{children}</div>
    </section>
  );
}
