import type { Issue } from '@/lib/validation/issues';
import type { WizardText } from './use-wizard-text';

/**
 * The answer an issue is about, in the reader's words: "Director 2 · NIN", "Registered office ·
 * City", "Turnover band"; '' for the application as a whole.
 */
export function issueSubject(text: WizardText, path: readonly (string | number)[]): string {
  const [first, second, third] = path.map(String);
  if (!first) return '';
  if (third !== undefined && /^\d+$/.test(second ?? ''))
    return text.document(`${first}.${second}.${third}`);
  if (second !== undefined && !/^\d+$/.test(second))
    return `${text.label(first)} · ${text.text(`address.${second}`)}`;
  return text.label(first);
}

/**
 * Issues the form cannot show next to a field (an answer of another step, or of the whole
 * application), each named with what it is about, inside the form's error message.
 */
export function IssueList({ issues, text }: { issues: readonly Issue[]; text: WizardText }) {
  if (issues.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-5 font-normal" data-testid="wizard-issues">
      {issues.map((issue, i) => {
        const subject = issueSubject(text, issue.path);
        const message = text.error(issue);
        return (
          <li key={i}>
            {subject ? text.t('Wizard.issueAt', { field: subject, message }) : message}
          </li>
        );
      })}
    </ul>
  );
}
