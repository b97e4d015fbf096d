import { ARTWORK_SIZE } from '#app/lib/guides/guides.ts'

/** A card's 1200x630 artwork: decorative (the card's heading names it) and loaded lazily. */
export function CardArtwork({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={ARTWORK_SIZE.width}
      height={ARTWORK_SIZE.height}
      loading="lazy"
      decoding="async"
      className="aspect-[1200/630] w-full object-cover"
    />
  )
}
