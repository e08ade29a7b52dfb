import type { ComponentProps } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

// No focus classes here: the one focus ring is the base `:focus-visible` rule in app/globals.css,
// on every focusable element alike. Only `inverse`, on a dark band, needs it in white to be seen.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-400 bg-white text-ink hover:bg-slate-100',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  danger: 'border border-red-700 text-red-700 hover:bg-red-50',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-5 py-3',
};

/**
 * A button's classes, for what must look like a button without being a <button> (a link to the
 * next step: `<Link className={buttonClass({ size: 'lg' })}>`). `className` adds layout (margins,
 * self-alignment), not colours or padding.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(
    'inline-flex items-center justify-center rounded-md text-center font-semibold disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

/** A <button>, `type="button"` unless told otherwise. A plain element: no client JavaScript of its own. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
