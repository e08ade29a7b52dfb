import { getFormatter, getTranslations } from 'next-intl/server';
import { Table } from '@/components/ui/table';
import type { StaffMember } from '@/lib/staff/member';
import type { StaffRequest } from '@/lib/staff/queries';
import { ConsolePage } from './console-page';
import { GrantRoleForm, RevokeRoleButton, WithdrawRequestButton } from './staff-forms';

/**
 * /admin/staff: who holds the admin role, the offers waiting for their link to be followed,
 * offering the role by e-mail, withdrawing an offer and revoking the role.
 */
export async function StaffConsole({
  admins,
  requests,
  currentUserId,
}: {
  admins: StaffMember[];
  requests: StaffRequest[];
  currentUserId: string;
}) {
  const t = await getTranslations('Admin.staff');
  const format = await getFormatter();
  return (
    <ConsolePage section="staff" heading={t('heading')} intro={t('intro')}>
      <Table caption={t('caption')} align="start">
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.email')}</th>
            <th scope="col">{t('columns.since')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {admins.map((admin) => (
            <tr key={admin.userId} data-testid={`staff-${admin.email}`}>
              <td>
                {admin.name || '—'}{' '}
                {admin.userId === currentUserId ? (
                  <span className="text-muted">{t('you')}</span>
                ) : null}
              </td>
              <td>{admin.email}</td>
              <td className="whitespace-nowrap">
                {format.dateTime(new Date(admin.since), { dateStyle: 'medium' })}
              </td>
              <td>
                <RevokeRoleButton userId={admin.userId} email={admin.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {requests.length > 0 ? (
        <Table caption={t('pending.caption')} align="start">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('pending.requested')}</th>
              <th scope="col">{t('pending.expires')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.userId} data-testid={`staff-request-${request.email}`}>
                <td>{request.name || '—'}</td>
                <td>{request.email}</td>
                <td className="whitespace-nowrap">
                  {format.dateTime(new Date(request.requestedAt), { dateStyle: 'medium' })}
                </td>
                <td className="whitespace-nowrap">
                  {format.dateTime(new Date(request.expiresAt), { dateStyle: 'medium' })}
                  {request.expired ? (
                    <span className="text-muted"> ({t('pending.expired')})</span>
                  ) : null}
                </td>
                <td>
                  <WithdrawRequestButton userId={request.userId} email={request.email} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="text-muted">{t('pending.none')}</p>
      )}
      <GrantRoleForm />
    </ConsolePage>
  );
}
