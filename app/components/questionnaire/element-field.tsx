// One questionnaire element of any of the 21 types, as plain form controls that post without JavaScript.
// Every control has a label; messages are tied to their control with aria-describedby and aria-invalid.
import { US_STATES, type FormElement } from '~/engine';
import { ChevronDown, CircleHelp, Play, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn';
import { dateInputValue, fieldName, fingerprintName, monthInputValue, versionName } from '~/questionnaire/form-answers';
import { CHILD_SUPPORT_INFO } from './child-support-info';
import { SignaturePad } from './signature-pad';

export interface ElementFieldProps {
  element: FormElement;
  value: unknown;
  version: number;
  fingerprint: string;
  messages: string[];
  computedText?: string;
  groupOptions?: string[];
  groupingLabel?: string;
  /** the page's link to a stored upload or typed signature */
  fileHref?: string;
  /** where the element's Print button posts the page: a print-friendly page of it (dialog-window, embedded-image) */
  printHref?: string;
  highlighted?: boolean;
  hydrated: boolean;
  workflowState: string;
}

// defined in tailwind.css (components layer)
const control = 'q-control';
const choice = 'q-choice';

const controlId = (uid: string, part?: string) => (part ? `q-${uid}-${part}` : `q-${uid}`);
const errorId = (uid: string) => `q-${uid}-error`;
const helpId = (uid: string) => `q-${uid}-hint`;

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v ? [v] : []);
const record = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function Label({ element, htmlFor, as = 'label' }: { element: FormElement; htmlFor?: string; as?: 'label' | 'legend' }) {
  const content = (
    <>
      {element.label ?? element.title}
      {element.required ? (
        <span className="ml-1 text-danger" aria-hidden="true">
          *
        </span>
      ) : null}
      {element.required ? <span className="sr-only"> (required)</span> : null}
    </>
  );
  return as === 'legend' ? (
    <legend className="font-medium text-ink">{content}</legend>
  ) : (
    <label htmlFor={htmlFor} className="block font-medium text-ink">
      {content}
    </label>
  );
}

// Always present, so that a message an autosave brings is announced; controls point at it only when it has one.
function Messages({ uid, messages }: { uid: string; messages: string[] }) {
  return (
    <div id={errorId(uid)} aria-live="polite" className={messages.length ? 'mt-1 text-sm font-medium text-danger' : undefined}>
      {messages.map((m, i) => (
        <p key={i}>{m}</p>
      ))}
    </div>
  );
}

function Help({ element }: { element: FormElement }) {
  const help = element.helpData;
  if (!help?.text && !help?.youtubeLink) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 text-brand">
        <CircleHelp aria-hidden="true" className="size-4" /> Help with this question
      </summary>
      {help.text ? <p className="mt-1 text-muted">{help.text}</p> : null}
      {help.youtubeLink ? (
        <a className="text-brand underline" href={help.youtubeLink} target="_blank" rel="noreferrer">
          Watch the help video (opens YouTube)
        </a>
      ) : null}
    </details>
  );
}

function describedBy(uid: string, messages: string[], hint: boolean) {
  const ids = [hint ? helpId(uid) : '', messages.length ? errorId(uid) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Hidden({ uid, version, fingerprint }: { uid: string; version: number; fingerprint: string }) {
  return (
    <>
      <input type="hidden" name={versionName(uid)} value={version} />
      <input type="hidden" name={fingerprintName(uid)} value={fingerprint} />
    </>
  );
}

function ChoiceList({
  uid,
  options,
  selected,
  multiple,
  invalid,
  described,
  layout = 'stack',
}: {
  uid: string;
  options: readonly string[];
  selected: string[];
  multiple: boolean;
  invalid: boolean;
  described?: string;
  layout?: 'stack' | 'track';
}) {
  return (
    <div className={cn('mt-2', layout === 'track' ? 'grid auto-cols-fr grid-flow-col gap-1' : 'grid gap-2')}>
      {options.map((option, i) => (
        <label key={option} className={cn(choice, layout === 'track' && 'justify-center text-center text-sm')}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={fieldName(uid)}
            value={option}
            id={i === 0 ? controlId(uid) : undefined}
            defaultChecked={selected.includes(option)}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
            className={cn('size-5 accent-brand', layout === 'track' && 'sr-only')}
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}

export function ElementField(props: ElementFieldProps) {
  const { element, value, messages, hydrated } = props;
  const uid = element.uid;
  const invalid = messages.length > 0;
  const hintText = hintFor(element);
  const described = describedBy(uid, messages, Boolean(hintText));
  const hint = hintText ? (
    <p id={helpId(uid)} className="text-sm text-muted">
      {hintText}
    </p>
  ) : null;
  const hidden = <Hidden uid={uid} version={props.version} fingerprint={props.fingerprint} />;
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': described };

  let body: ReactNode;
  switch (element.type) {
    case 'heading':
      return <h2 className="text-2xl font-semibold text-brand">{element.label ?? element.heading ?? element.title}</h2>;
    case 'subheading':
      return <h3 className="text-lg font-semibold text-ink">{element.label ?? element.heading ?? element.title}</h3>;
    case 'paragraph':
      return <p className="leading-relaxed text-ink">{element.label ?? element.text ?? ''}</p>;
    case 'label':
      return <p className="font-medium text-ink">{element.label ?? element.text ?? ''}</p>;
    case 'page-break':
      return null;
    case 'text-input-short': {
      const type = element.validator === 'email' ? 'email' : element.validator === 'phone' ? 'tel' : 'text';
      body = (
        <>
          <Label element={element} htmlFor={controlId(uid)} />
          {hint}
          <input
            id={controlId(uid)}
            name={fieldName(uid)}
            type={type}
            inputMode={element.validator === 'numbers' || element.validator === 'zip' || element.validator === 'ssn' ? 'numeric' : undefined}
            defaultValue={text(value)}
            placeholder={element.placeholder}
            className={control}
            {...common}
          />
        </>
      );
      break;
    }
    case 'text-input-long':
      body = (
        <>
          <Label element={element} htmlFor={controlId(uid)} />
          {hint}
          <textarea id={controlId(uid)} name={fieldName(uid)} rows={4} defaultValue={text(value)} placeholder={element.placeholder} className={control} {...common} />
        </>
      );
      break;
    case 'number-input':
      body = (
        <>
          <Label element={element} htmlFor={controlId(uid)} />
          {hint}
          <div className="mt-1 flex items-stretch">
            {element.prefix ? <span className="flex items-center whitespace-nowrap rounded-l-md border border-r-0 border-line bg-canvas px-3 text-muted">{element.prefix}</span> : null}
            <input
              id={controlId(uid)}
              name={fieldName(uid)}
              type="text"
              inputMode="decimal"
              defaultValue={text(value)}
              placeholder={element.placeholder}
              className={cn(control, 'mt-0', element.prefix && 'rounded-l-none', element.suffix && 'rounded-r-none')}
              {...common}
            />
            {element.suffix ? <span className="flex items-center whitespace-nowrap rounded-r-md border border-l-0 border-line bg-canvas px-3 text-sm text-muted">{element.suffix}</span> : null}
          </div>
        </>
      );
      break;
    case 'single-select':
    case 'state-select': {
      const options = element.type === 'state-select' ? (element.options ?? US_STATES) : element.options;
      const variant = element.variant ?? (element.type === 'state-select' ? 'drop-down' : 'radio');
      if (variant === 'drop-down') {
        body = (
          <>
            <Label element={element} htmlFor={controlId(uid)} />
            {hint}
            <select id={controlId(uid)} name={fieldName(uid)} defaultValue={text(value)} className={control} {...common}>
              <option value="">Choose…</option>
              {options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          </>
        );
      } else {
        body = (
          <fieldset>
            <Label element={element} as="legend" />
            {hint}
            {variant === 'slider' ? <p className="text-sm text-muted">Pick one point on the scale.</p> : null}
            <ChoiceList uid={uid} options={options} selected={list(value)} multiple={false} invalid={invalid} described={described} layout={variant === 'slider' ? 'track' : 'stack'} />
          </fieldset>
        );
      }
      break;
    }
    case 'multi-select':
      if (element.variant === 'drop-down') {
        body = (
          <>
            <Label element={element} htmlFor={controlId(uid)} />
            <p id={helpId(uid)} className="text-sm text-muted">
              Choose one or more (hold Ctrl or ⌘ to choose several on a computer).
            </p>
            <select id={controlId(uid)} name={fieldName(uid)} multiple defaultValue={list(value)} size={Math.min(6, element.options.length)} className={control} aria-invalid={invalid || undefined} aria-describedby={[helpId(uid), invalid ? errorId(uid) : ''].filter(Boolean).join(' ')}>
              {element.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          </>
        );
      } else {
        body = (
          <fieldset>
            <Label element={element} as="legend" />
            {hint}
            <ChoiceList uid={uid} options={element.options} selected={list(value)} multiple invalid={invalid} described={described} />
          </fieldset>
        );
      }
      break;
    case 'date-picker': {
      const variant = element.variant ?? 'single-date';
      const inputType = element.monthPicker ? 'month' : 'date';
      const toInput = element.monthPicker ? monthInputValue : dateInputValue;
      const bounds = element.monthPicker ? {} : { min: element.minDate ?? '1900-01-01', max: element.maxDate };
      if (variant === 'multiple-dates') {
        const dates = list(value).map(toInput).filter(Boolean);
        body = (
          <fieldset>
            <Label element={element} as="legend" />
            <p id={helpId(uid)} className="text-sm text-muted">
              Enter one date per box. A new empty box appears after you save.
            </p>
            <div className="mt-2 grid gap-2">
              {[...dates, ''].map((d, i) => (
                <label key={`${i}-${d}`} className="block">
                  <span className="text-sm text-muted">Date {i + 1}</span>
                  <input type={inputType} name={fieldName(uid)} id={i === 0 ? controlId(uid) : undefined} defaultValue={d} className={control} {...bounds} {...common} />
                </label>
              ))}
            </div>
          </fieldset>
        );
      } else if (variant === 'date-range') {
        const r = record(value);
        body = (
          <fieldset>
            <Label element={element} as="legend" />
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <label className="block">
                <span className="text-sm text-muted">From</span>
                <input type={inputType} name={fieldName(uid, 'start')} id={controlId(uid)} defaultValue={toInput(r.start)} className={control} {...bounds} {...common} />
              </label>
              <label className="block">
                <span className="text-sm text-muted">To</span>
                <input type={inputType} name={fieldName(uid, 'end')} defaultValue={toInput(r.end)} className={control} {...bounds} {...common} />
              </label>
            </div>
          </fieldset>
        );
      } else {
        body = (
          <>
            <Label element={element} htmlFor={controlId(uid)} />
            {hint}
            <input type={inputType} id={controlId(uid)} name={fieldName(uid)} defaultValue={toInput(value)} className={cn(control, 'max-w-xs')} {...bounds} {...common} />
          </>
        );
      }
      break;
    }
    case 'file-input': {
      const file = record(value);
      const accept = element.accept?.length ? element.accept : ['.png', '.gif', '.jpeg', '.jpg', '.pdf'];
      body = (
        <>
          <Label element={element} htmlFor={controlId(uid)} />
          <p id={helpId(uid)} className="text-sm text-muted">
            Accepted formats: {accept.join(', ')}
          </p>
          {typeof file.name === 'string' ? (
            <p className="mt-1 text-sm">
              Uploaded:{' '}
              {props.fileHref ? (
                <a className="text-brand underline" href={props.fileHref} download={file.name}>
                  {file.name}
                </a>
              ) : (
                file.name
              )}
            </p>
          ) : null}
          <input type="file" id={controlId(uid)} name={fieldName(uid, 'file')} accept={accept.join(',')} className={cn(control, 'file:mr-3 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:text-brand')} {...common} aria-describedby={[helpId(uid), invalid ? errorId(uid) : ''].filter(Boolean).join(' ')} />
          {typeof file.name === 'string' ? (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" name={fieldName(uid, 'remove')} className="size-5 accent-brand" /> Remove this file
            </label>
          ) : null}
        </>
      );
      break;
    }
    case 'signature-pad': {
      const signature = record(value);
      const image = typeof signature.image === 'string' ? signature.image : props.fileHref;
      body = (
        <fieldset>
          <Label element={element} as="legend" />
          {signature.signed ? (
            <div className="mt-2">
              <p className="text-sm text-muted">Signed{typeof signature.dateStamp === 'string' ? ` on ${new Date(signature.dateStamp).toLocaleDateString('en-US')}` : ''}.</p>
              {image ? <img src={image} alt={`Your signature${typeof signature.typedName === 'string' ? `: ${signature.typedName}` : ''}`} className="mt-1 h-20 rounded border border-line bg-white" /> : null}
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" name={fieldName(uid, 'clear')} className="size-5 accent-brand" /> Remove my signature
              </label>
            </div>
          ) : null}
          {hydrated ? <SignaturePad uid={uid} name={fieldName(uid, 'image')} /> : null}
          <label htmlFor={controlId(uid, 'typed')} className="mt-3 block text-sm font-medium">
            {hydrated ? 'Or type your full legal name to sign' : 'Type your full legal name to sign'}
          </label>
          <input id={controlId(uid, 'typed')} name={fieldName(uid, 'typed')} type="text" autoComplete="name" className={control} {...common} />
        </fieldset>
      );
      break;
    }
    case 'youtube-video': {
      const watched = record(value).watched === true;
      const href = element.videoID ? `https://www.youtube.com/watch?v=${element.videoID}` : (element.videoURL ?? '#');
      body = (
        <>
          <p className="font-medium">{element.label ?? 'Video'}</p>
          <a href={href} target="_blank" rel="noreferrer" className="mt-2 flex aspect-video w-full max-w-md items-center justify-center rounded-lg bg-brand text-white no-underline">
            <Play aria-hidden="true" className="size-12" />
            <span className="sr-only">Watch “{element.label ?? 'the video'}” on YouTube (opens a new tab)</span>
          </a>
          <a href={href} target="_blank" rel="noreferrer" className="mt-1 inline-block text-sm text-brand underline">
            Watch on YouTube (opens a new tab)
          </a>
          <label className={cn(choice, 'mt-2')}>
            <input type="checkbox" id={controlId(uid)} name={fieldName(uid)} value="watched" defaultChecked={watched} className="size-5 accent-brand" {...common} /> I have watched this video
          </label>
        </>
      );
      break;
    }
    case 'item-table':
      body = <ItemTable {...props} />;
      break;
    case 'dialog-window':
      body = <DialogWindow {...props} />;
      break;
    case 'embedded-image': {
      const selected = list(value);
      const selectable = element.interactionType !== 'none';
      const figures = element.images.map((image) => (
        <li key={image.name} className={cn('shrink-0 snap-center', element.variant === 'image-carousel' ? 'w-[85%] sm:w-72' : '')}>
          <figure className="rounded-lg border border-line bg-white p-2">
            <img src={image.url} alt={image.title} className="aspect-[4/3] w-full rounded object-cover" loading="lazy" />
            <figcaption className="mt-1 text-sm">
              <span className="font-medium">{image.title}</span>
              {image.description ? <span className="block text-muted">{image.description}</span> : null}
            </figcaption>
            {selectable ? (
              <label className={cn(choice, 'mt-2')}>
                <input type={element.interactionType === 'multi-select' ? 'checkbox' : 'radio'} name={fieldName(uid)} value={image.name} defaultChecked={selected.includes(image.name)} className="size-5 accent-brand" {...common} />
                Choose “{image.title}”
              </label>
            ) : null}
          </figure>
        </li>
      ));
      body = (
        <fieldset>
          <Label element={element} as="legend" />
          {element.variant === 'image-carousel' ? <p className="text-sm text-muted">Scroll sideways to see every picture.</p> : null}
          <ul className={cn('mt-2', element.variant === 'image-carousel' ? 'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2' : 'grid gap-3 sm:grid-cols-2')} tabIndex={element.variant === 'image-carousel' ? 0 : undefined} aria-label={element.variant === 'image-carousel' ? `${element.label ?? 'Pictures'} (carousel)` : undefined}>
            {figures}
          </ul>
          {props.printHref ? <PrintButton href={props.printHref} label="Print pictures" /> : null}
        </fieldset>
      );
      break;
    }
    case 'grouped-options': {
      const options = props.groupOptions ?? [];
      if (element.groupingVariant === 'text') {
        body = (
          <>
            <p className="font-medium">{element.label}</p>
            {options.length ? (
              <ul className="mt-1 list-disc pl-6">
                {options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">Answer “{props.groupingLabel}” first to see the options.</p>
            )}
          </>
        );
      } else {
        body = (
          <fieldset>
            <Label element={element} as="legend" />
            {options.length ? (
              <ChoiceList uid={uid} options={options} selected={list(value)} multiple={false} invalid={invalid} described={described} />
            ) : (
              <p className="text-sm text-muted">Answer “{props.groupingLabel}” first to see the options.</p>
            )}
          </fieldset>
        );
      }
      break;
    }
    case 'computed-property':
      return (
        <div data-element-uid={uid}>
          <p className="font-medium" id={controlId(uid, 'label')}>
            {element.label ?? element.title}
          </p>
          <output aria-labelledby={controlId(uid, 'label')} className="mt-1 block text-xl font-semibold text-brand" data-computed={uid}>
            {props.computedText || '—'}
          </output>
        </div>
      );
    case 'child-support-calculator': {
      const state = element.state ?? props.workflowState;
      const info = CHILD_SUPPORT_INFO[state];
      return (
        <section aria-labelledby={controlId(uid, 'title')} className="rounded-lg border border-line bg-brand-soft p-4">
          <h3 id={controlId(uid, 'title')} className="font-semibold">
            {element.label ?? 'Child support calculator'} ({state})
          </h3>
          {info ? (
            <>
              <p className="mt-1">{info.description}</p>
              <a className="mt-2 inline-block font-medium text-brand underline" href={info.hyperlink} target="_blank" rel="noreferrer">
                Open the {info.website} calculator (opens a new tab)
              </a>
            </>
          ) : (
            <p className="mt-1">Child support information for {state} is not available yet.</p>
          )}
        </section>
      );
    }
  }
  return (
    <div className={cn('rounded-lg', props.highlighted && 'ring-4 ring-warning ring-offset-4')}>
      {body}
      {hidden}
      <Help element={element} />
      <Messages uid={uid} messages={messages} />
    </div>
  );
}

function hintFor(element: FormElement): string | undefined {
  if (element.type === 'number-input') {
    const lower = element.lowerBound ?? -100;
    const upper = element.upperBound ?? 100;
    return `A number between ${lower.toLocaleString('en-US')} and ${upper.toLocaleString('en-US')}${element.useCommas ? ' (commas are fine)' : ''}.`;
  }
  if (element.type === 'text-input-short') {
    switch (element.validator) {
      case 'phone':
        return 'Example: 801-555-0100';
      case 'ssn':
        return 'Example: 123-45-6789';
      case 'zip':
        return '5 digits';
      case 'time':
        return 'Example: 9:30 am';
      default:
        return undefined;
    }
  }
  return undefined;
}

// Posts the whole page to the print-friendly page of this element, which saves it first: the same with and
// without JavaScript, and what is printed is what was typed.
function PrintButton({ href, label }: { href: string; label: string }) {
  return (
    <button type="submit" formAction={href} className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-brand px-3 text-brand">
      <Printer aria-hidden="true" className="size-4" /> {label}
    </button>
  );
}

function ItemTable({ element, value, messages }: ElementFieldProps) {
  const errorProps = messages.length ? { 'aria-invalid': true, 'aria-describedby': errorId(element.uid) } : {};
  if (element.type !== 'item-table') return null;
  const uid = element.uid;
  const readOnlyRows = element.readOnlyRows ?? [];
  const cell = (v: unknown, variant: string) => (variant === 'money' && v !== '' && v !== undefined ? `$${Number(v).toLocaleString('en-US')}` : text(v));
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const editable = element.variant === 'user-input-allowed';
  const limit = element.inputRowsLimit ?? Infinity;
  const shown = editable ? (rows.length < limit ? [...rows, {}] : rows) : [];
  return (
    <fieldset>
      <Label element={element} as="legend" />
      {readOnlyRows.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {element.headers.map((h) => (
                  <th key={h.value} scope="col" className="border-b border-line p-2 text-left">
                    {h.text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {readOnlyRows.map((row, r) => (
                <tr key={r}>
                  {element.headers.map((h) => (
                    <td key={h.value} className={cn('border-b border-line p-2', h.variant === 'money' && 'text-right')}>
                      {cell(row[h.value], h.variant)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editable ? (
        <>
          <input type="hidden" name={fieldName(uid, 'rows')} value={shown.length} />
          <div className="mt-2 grid gap-3">
            {shown.map((row, r) => {
              const isNew = r === rows.length;
              return (
                <fieldset key={r} className="rounded-lg border border-line bg-white p-3">
                  <legend className="px-1 text-sm font-medium">{isNew ? 'Add a row' : `Row ${r + 1}`}</legend>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {element.headers.map((h) => {
                      const id = controlId(uid, `${r}-${h.value}`);
                      const name = fieldName(uid, `${r}.${h.value}`);
                      const v = text(row[h.value]);
                      return (
                        <div key={h.value}>
                          <label htmlFor={id} className="block text-sm font-medium">
                            {h.text}
                            {h.variant === 'money' ? ' ($1 to $100,000)' : ''}
                          </label>
                          {h.variant === 'select' ? (
                            <select id={id} name={name} defaultValue={v} className={control} {...errorProps}>
                              <option value="">Choose…</option>
                              {(h.options ?? []).map((o) => (
                                <option key={o}>{o}</option>
                              ))}
                            </select>
                          ) : (
                            <div className="flex items-stretch">
                              {h.variant === 'money' ? <span className="mt-1 flex items-center rounded-l-md border border-r-0 border-line bg-canvas px-2 text-muted">$</span> : null}
                              <input id={id} name={name} defaultValue={v} inputMode={h.variant === 'money' || h.variant === 'number' ? 'decimal' : undefined} className={cn(control, h.variant === 'money' && 'rounded-l-none')} {...errorProps} />
                            </div>
                          )}
                        </div>
                      );
                    })}
                  </div>
                  {!isNew ? (
                    <label className="mt-2 flex items-center gap-2 text-sm">
                      <input type="checkbox" name={fieldName(uid, `${r}.delete`)} className="size-5 accent-brand" /> Delete row {r + 1}
                    </label>
                  ) : null}
                </fieldset>
              );
            })}
          </div>
          <button type="submit" name="intent" value="save" className="mt-2 inline-flex min-h-11 items-center rounded-md border border-brand px-4 text-brand">
            Save rows{rows.length < limit ? ' and add another' : ''}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}

function DialogWindow({ element, value, messages, printHref }: ElementFieldProps) {
  if (element.type !== 'dialog-window') return null;
  const uid = element.uid;
  const errorProps = messages.length ? { 'aria-invalid': true, 'aria-describedby': errorId(uid) } : {};
  const answer = record(value);
  const fields = record(answer.fields);
  return (
    <details className="dialog-window group rounded-lg border border-line bg-white" open={Object.keys(fields).length > 0 || undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-medium text-brand [&::-webkit-details-marker]:hidden">
        <span>{element.label ?? element.title}</span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-line p-4" role="group" aria-labelledby={controlId(uid, 'heading')}>
        <h3 id={controlId(uid, 'heading')} className="font-semibold">
          {element.heading ?? element.label}
        </h3>
        {element.text ? <p className="mt-1 text-muted">{element.text}</p> : null}
        <div className="mt-3 grid gap-3">
          {element.dialogFields
            .filter((f) => f.type !== 'signature-pad')
            .map((f) => (
              <div key={f.uid}>
                <label htmlFor={controlId(uid, f.uid)} className="block text-sm font-medium">
                  {f.label ?? f.title}
                  {f.required ? <span className="sr-only"> (required)</span> : null}
                </label>
                {f.type === 'text-input-long' ? (
                  <textarea id={controlId(uid, f.uid)} name={fieldName(uid, `f.${f.uid}`)} defaultValue={text(fields[f.uid])} placeholder={f.placeholder} rows={3} className={control} {...errorProps} />
                ) : (
                  <input id={controlId(uid, f.uid)} name={fieldName(uid, `f.${f.uid}`)} defaultValue={text(fields[f.uid])} placeholder={f.placeholder} className={control} {...errorProps} />
                )}
              </div>
            ))}
        </div>
        {element.buttons?.length ? (
          <fieldset className="mt-3">
            <legend className="text-sm font-medium">Your choice</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {element.buttons.map((b) => (
                <label key={b} className={choice}>
                  <input type="radio" name={fieldName(uid, 'button')} value={b} defaultChecked={answer.buttonClicked === b} className="size-5 accent-brand" /> {b}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {printHref ? <PrintButton href={printHref} label="Print this form" /> : null}
      </div>
    </details>
  );
}
