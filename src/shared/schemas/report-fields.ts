import { z } from 'zod';

/**
 * The fields every view of a report gives its item, in the API's own names:
 * what it is, and where and when it was lost or found. Views add what their
 * reader may see (status, claims, the people involved).
 */
export const reportedItemFields = {
  _id: z.string(),
  reportId: z.string(),
  itemName: z.string(),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
};

export const lostAtFields = {
  lost_date: z.string(),
  lost_time: z.string().nullable(),
  lost_location: z.string(),
};

export const foundAtFields = {
  found_date: z.string(),
  found_time: z.string().nullable(),
  found_location: z.string(),
};
