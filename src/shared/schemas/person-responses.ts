import { z } from 'zod';

const EXAMPLE_PERSON = {
  name: 'Nusrat Jahan',
  email: 'nusrat.jahan@diu.edu.bd',
  universityId: '221-15-4821',
  phone: '01712345678',
  department: 'Computer Science and Engineering',
  photoURL: null,
};

/** Someone named on a report: a reporter, a founder, a receiver or a claimant. */
export const personRecordSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    universityId: z.string().nullable(),
    phone: z.string().nullable(),
    department: z.string().nullable(),
    photoURL: z.string().nullable(),
  })
  .meta({ examples: [EXAMPLE_PERSON] });
export type PersonRecord = z.infer<typeof personRecordSchema>;

export { EXAMPLE_PERSON };
