import type { ComponentProps } from 'react';
import { inputClass, type ControlSize } from './input';

/** A native <select>, styled like Input. `size` is the look (md, lg), not HTML's visible rows. */
export function Select({
  size,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & { size?: ControlSize }) {
  return <select className={inputClass({ size, className })} {...props} />;
}
