import { AspectRatio } from '@mantine/core';

/** A YouTube video by its 11-character code, 16:9 at any width; the no-cookie host sets no tracking cookies. */
export function VideoPlayer({ code }: { code: string }) {
  return (
    <AspectRatio ratio={16 / 9} maw={960} w="100%">
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}`}
        title="Recipe video"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
