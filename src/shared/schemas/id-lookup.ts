import { z } from 'zod';
import { ID_KINDS, MAX_ID_CANDIDATES } from './typed-id';

/** GET /api/id-lookup?q=: the text typed into the console's ID box. */
export const idLookupQuerySchema = z.object({
  q: z.string().trim().min(1).max(40).describe('An FND, LST or CLM ID, or part of one ("232", "fnd23")'),
});

export const idCandidateSchema = z.object({
  kind: z.enum(ID_KINDS),
  /** FND000232, LST000012 or CLM000004. */
  id: z.string(),
  /** The item's name (a claim's: its item's); null for desk staff when the item is at another desk. */
  name: z.string().nullable(),
  /**
   * reported, stored, handed_over or disposed (found); open or closed (lost);
   * pending, approved, rejected, withdrawn, handed_over or closed (claim).
   */
  state: z.string(),
  /** The desk holding the item (a claim's: its item's); null for a lost report. */
  deskId: z.uuid().nullable(),
  deskName: z.string().nullable(),
  /** When the retention period erased the people named on it, if it has. */
  erasedAt: z.string().nullable(),
  /** The FND ID of the item whose page opens it: its own, or a claim's item's; null for a lost report. */
  itemId: z.string().nullable(),
  /** The whole ID was typed (not a part of it). */
  exact: z.boolean(),
  /** At a desk the caller does not work at: desk staff see that it exists and where, not what it is. */
  otherDesk: z.boolean(),
});
export type IdCandidate = z.infer<typeof idCandidateSchema>;

export const idLookupSchema = z
  .object({ candidates: z.array(idCandidateSchema).max(MAX_ID_CANDIDATES) })
  .meta({
    examples: [
      {
        candidates: [
          {
            kind: 'found',
            id: 'FND000232',
            name: 'Blue umbrella',
            state: 'disposed',
            deskId: '00000000-0000-4000-8000-000000000001',
            deskName: 'Security Office',
            erasedAt: '2026-03-02T18:00:00.000Z',
            itemId: 'FND000232',
            exact: true,
            otherDesk: false,
          },
          {
            kind: 'lost',
            id: 'LST000232',
            name: 'Black wallet',
            state: 'closed',
            deskId: null,
            deskName: null,
            erasedAt: null,
            itemId: null,
            exact: true,
            otherDesk: false,
          },
        ],
      },
    ],
  });
export type IdLookup = z.infer<typeof idLookupSchema>;
