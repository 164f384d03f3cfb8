import { useMemo, useState } from 'react';
import { avatarSources, letterAvatar } from './avatar-url';

interface AvatarProps {
  author: string;
  imageUrl?: string;
  basePath?: string;
  optimizer?: string;
}

/**
 * The round 112 px portrait. A missing or broken image is replaced by a local SVG with the author's first
 * letter (no request to any placeholder service). The name is printed under the card, so the image is
 * decorative (`alt=""`).
 */
export function Avatar({ author, imageUrl, basePath, optimizer }: AvatarProps) {
  const sources = useMemo(
    () => (imageUrl ? avatarSources(imageUrl, basePath, optimizer) : null),
    [imageUrl, basePath, optimizer],
  );
  // Remembers which source failed, so a new source (attribute change) gets a fresh try.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !sources || failed === sources.src;
  return (
    <img
      part="avatar"
      className="avatar"
      src={broken ? letterAvatar(author) : sources.src}
      srcSet={broken ? undefined : sources.srcSet}
      width={112}
      height={112}
      alt=""
      decoding="async"
      draggable={false}
      data-fallback={broken ? '' : undefined}
      onError={sources && !broken ? () => setFailed(sources.src) : undefined}
    />
  );
}
