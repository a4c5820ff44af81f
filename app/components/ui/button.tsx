// The button of the shadcn/ui pattern: one element, a few variants, `asChild` to style a link as a button.
// A button that cannot be used yet says why (`disabledBecause`): it stays in the Tab order as `aria-disabled`, with its
// reason read out by `aria-describedby`, and a press does nothing (issue 32, item 8; WCAG 4.1.2, 3.3.2).
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-brand text-white hover:bg-brand-strong disabled:bg-muted aria-disabled:bg-muted',
  secondary: 'border border-brand bg-white text-brand hover:bg-brand-soft aria-disabled:border-muted aria-disabled:bg-white aria-disabled:text-muted',
  ghost: 'text-brand hover:bg-brand-soft',
  danger: 'bg-danger text-white hover:opacity-90',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: 'md' | 'sm';
  asChild?: boolean;
  /** the id of the text saying why the button cannot be used now; unset, the button works */
  disabledBecause?: string | undefined;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild, className, disabledBecause, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  const unavailable = disabledBecause
    ? {
        'aria-disabled': true,
        'aria-describedby': [props['aria-describedby'], disabledBecause].filter(Boolean).join(' '),
        // a submit button's press (Enter in a field of its form too) would send the form: it is stopped here
        onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
      }
    : {};
  return (
    <Component
      ref={ref}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium no-underline transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
        size === 'md' ? 'min-h-11 px-4 py-2 text-base' : 'min-h-9 px-3 py-1.5 text-sm',
        VARIANTS[variant],
        className,
      )}
      {...props}
      {...unavailable}
    />
  );
});
