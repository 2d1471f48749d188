import sharp from 'sharp';

/** A real JPEG to upload, made on the spot. */
export async function jpegPhoto(color = '#e9b949'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name: 'dinner.jpg', mimeType: 'image/jpeg', buffer };
}
