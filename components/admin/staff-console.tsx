import { getFormatter, getTranslations } from 'next-intl/server';
import { Table } from '@/components/ui/table';
import type { StaffMember } from '@/lib/staff/queries';
import { ConsolePage } from './console-page';
import { GrantRoleForm, RevokeRoleButton } from './staff-forms';

/** /admin/staff: who holds the admin role, granting it by e-mail and revoking it. */
export async function StaffConsole({ admins, currentUserId }: { admins: StaffMember[]; currentUserId: string }) {
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
                {admin.name || '—'} {admin.userId === currentUserId ? <span className="text-muted">{t('you')}</span> : null}
              </td>
              <td>{admin.email}</td>
              <td className="whitespace-nowrap">{format.dateTime(new Date(admin.since), { dateStyle: 'medium' })}</td>
              <td>
                <RevokeRoleButton userId={admin.userId} email={admin.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <GrantRoleForm />
    </ConsolePage>
  );
}
