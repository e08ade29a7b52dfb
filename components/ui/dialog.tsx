'use client';

import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * A modal dialog (Radix: focus moves in and is kept there, Escape and the close button close it,
 * focus returns to the trigger, the page behind is inert). `trigger` is the button that opens it;
 * `title` names it; `description`, when given, is read with it.
 */
export function Dialog({
  trigger,
  title,
  description,
  closeLabel,
  children,
  open,
  defaultOpen,
  onOpenChange,
}: {
  trigger: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          // Without a description, say so (Radix warns otherwise) rather than point at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="text-ink fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="text-muted mt-2">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex justify-end">
            <RadixDialog.Close className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {closeLabel}
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
