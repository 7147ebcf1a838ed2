import { z } from 'zod';

/** POST /api/upload answers this: the stored image, at the URLs of its two variants. */
export const uploadedImageSchema = z
  .object({
    success: z.boolean(),
    url: z.string(),
    /** The small card-size variant of the same image. */
    cardUrl: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
  })
  .meta({
    examples: [
      {
        success: true,
        url: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/detail.webp',
        cardUrl: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/card.webp',
        width: 1200,
        height: 900,
      },
    ],
  });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
