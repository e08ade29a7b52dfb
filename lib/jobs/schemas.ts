import { z } from 'zod';

/** Staff retry one failed job (/admin/system). */
export const retryJobSchema = z.object({ jobId: z.string().uuid('invalidRequest') });
