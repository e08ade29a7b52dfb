/** What a wizard shows until it can draw the form (the browser draft read, the session known). */
export function WizardPending({ className = 'py-12 text-center' }: { className?: string }) {
  return (
    <p className={`${className} text-muted`} aria-busy="true">
      …
    </p>
  );
}
