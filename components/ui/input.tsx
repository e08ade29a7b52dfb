import type { ComponentProps } from 'react';
import { cx } from './cx';

export type ControlSize = 'md' | 'lg';

const sizes: Record<ControlSize, string> = {
  md: 'px-3 py-2 text-base',
  lg: 'px-4 py-3 text-lg',
};

/** The button inside a file input. */
const fileButton =
  'file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-800';

/**
 * The classes of every text box, text area and select. Focus is the one ring of app/globals.css;
 * an invalid control (aria-invalid) gets a red border. `className` adds layout only.
 */
export function inputClass({
  size = 'md',
  className,
}: { size?: ControlSize; className?: string } = {}): string {
  return cx(
    'block w-full rounded-md border border-slate-400 bg-white text-ink aria-invalid:border-red-700 disabled:bg-slate-100',
    sizes[size],
    className,
  );
}

type Sized = { size?: ControlSize };

/** An <input> (a file input too). `size` is the look (md, lg), not HTML's width in characters. */
export function Input({
  size,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & Sized) {
  return (
    <input
      className={inputClass({
        size,
        className: cx(props.type === 'file' && fileButton, className),
      })}
      {...props}
    />
  );
}

export function Textarea({ size, className, ...props }: ComponentProps<'textarea'> & Sized) {
  return <textarea className={inputClass({ size, className })} {...props} />;
}
