/**
 * Application statuses and the moves between them (DESIGN.md: draft → submitted → in_review →
 * awaiting_customer ↔ in_review → filed → completed, and rejected / cancelled). Payment is tracked
 * on `payments`, not here. The database enforces the customer's part (only draft → submitted).
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

const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['in_review', 'rejected', 'cancelled'],
  in_review: ['awaiting_customer', 'filed', 'rejected', 'cancelled'],
  awaiting_customer: ['in_review', 'cancelled'],
  filed: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  cancelled: [],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: 'customer' | 'staff'): boolean {
  if (actor === 'customer') return from === 'draft' && to === 'submitted';
  return NEXT[from].includes(to);
}

export function isFinalStatus(status: ApplicationStatus): boolean {
  return NEXT[status].length === 0;
}
