import { z } from 'zod';

/** OpenAPI component `Author` (a user as shown on posts and comments). */
export const AuthorSchema = z
  .object({ userId: z.string(), nickName: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'Author' });
