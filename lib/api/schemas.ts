import { z } from 'zod';

/** What a personal access token may do: read, or read and start orders (issue 37). */
export const TOKEN_SCOPES = ['read', 'read_order'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Making a token (/account/settings). Messages are keys of `ApiTokens.errors`. */
export const createTokenSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(60, 'nameTooLong'),
  scope: z.enum(TOKEN_SCOPES, { error: 'scopeRequired' }),
});
export const revokeTokenSchema = z.object({ tokenId: z.uuid() });

/** One token as the settings page lists it (never its hash). */
export type ApiToken = {
  id: string;
  name: string;
  scope: TokenScope;
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
