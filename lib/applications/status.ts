/**
 * Application statuses and the moves between them (DESIGN.md: draft → submitted → in_review →
 * awaiting_customer ↔ in_review → filed → completed, and rejected / cancelled). Payment is tracked
 * on `payments`, not here.
 *
 * STATUS_TRANSITIONS is the machine as data. The database holds the same moves in
 * public.application_status_transitions (migration 20261125000100) and refuses any other
 * change of status, whoever makes it; an integration test keeps the two identical. Who may make
 * a move is the database's other rule: a customer only submits their draft (through the server).
 */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'awaiting_customer',
  'filed',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> =
  {
    draft: ['submitted', 'cancelled'],
    submitted: ['in_review', 'rejected', 'cancelled'],
    in_review: ['awaiting_customer', 'filed', 'rejected', 'cancelled'],
    awaiting_customer: ['in_review', 'cancelled'],
    filed: ['completed', 'rejected'],
    completed: [],
    rejected: [],
    cancelled: [],
  };

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Completed, rejected and cancelled applications move no further. */
export function isFinalStatus(status: ApplicationStatus): boolean {
  return STATUS_TRANSITIONS[status].length === 0;
}
