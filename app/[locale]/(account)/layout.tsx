import type { ReactNode } from 'react';
import { AuthArea } from '@/components/auth/auth-area';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AuthArea>{children}</AuthArea>;
}
