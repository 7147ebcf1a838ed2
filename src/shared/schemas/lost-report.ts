import { z } from 'zod';
import {
  colorField,
  descriptionField,
  imageUrlField,
  itemNameField,
  locationField,
  optionalTimeField,
  pastDateField,
} from './field-rules';
import type { PersonRecord } from './person';

/** POST /api/lost-reports */
export const createLostReportSchema = (today: () => string) =>
  z.object({
    itemName: itemNameField,
    color: colorField,
    item_description: descriptionField,
    lost_date: pastDateField('Lost date is required', 'Lost date cannot be in the future', today),
    lost_time: optionalTimeField,
    lost_location: locationField('Lost location is required'),
    imageUrl: imageUrlField,
  });

export type LostReportPayload = z.input<ReturnType<typeof createLostReportSchema>>;

/** A lost report as admins read it (GET /api/lost-reports/open). */
export interface LostReport {
  _id: string;
  reportId: string;
  itemName: string;
  color: string;
  description: string;
  imageUrl: string | null;
  lost_date: string;
  lost_time: string | null;
  lost_location: string;
  createdAt: string;
  /** Null when the reporter has deleted their account. */
  reportedByUser: PersonRecord | null;
}
