import type { ReactNode } from 'react';
import { AuthArea } from '@/components/auth/auth-area';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthArea>{children}</AuthArea>;
}
