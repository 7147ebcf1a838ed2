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

/** POST /api/lost-reports */
export const createLostReportSchema = (today: () => string) =>
  z.object({
    itemName: itemNameField,
    color: colorField,
    item_description: descriptionField,
    lost_date: pastDateField('validation.lostDateRequired', 'validation.lostDateFuture', today),
    lost_time: optionalTimeField,
    lost_location: locationField('validation.lostLocationRequired'),
    imageUrl: imageUrlField,
  });

export type LostReportPayload = z.input<ReturnType<typeof createLostReportSchema>>;

export type { LostReport } from './lost-report-responses';
