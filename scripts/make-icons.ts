import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

/**
 * public/favicon.ico (browsers and crawlers ask for it whatever the page links) and
 * public/apple-touch-icon.png (180 px, iOS home screens), drawn from public/favicon.svg.
 * Usage: tsx scripts/make-icons.ts
 */
const svg = readFileSync('public/favicon.svg')
const png = (size: number, padding = 0) =>
  sharp(svg, { density: 384 })
    .resize(size - padding * 2, size - padding * 2)
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#1d4ed8' })
    .png()
    .toBuffer()

// iOS rounds the corners itself: a full square, with the mark inset.
writeFileSync('public/apple-touch-icon.png', await png(180, 0))

// An ICO holding 32 px and 48 px PNGs (PNG inside ICO is valid since Windows Vista; every browser reads it).
const images = await Promise.all([32, 48].map((size) => png(size)))
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(images.length, 4)
let offset = 6 + 16 * images.length
const entries = images.map((image, i) => {
  const size = [32, 48][i]
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size, 0)
  entry.writeUInt8(size, 1)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(image.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += image.length
  return entry
})
writeFileSync('public/favicon.ico', Buffer.concat([header, ...entries, ...images]))
console.log('Wrote public/favicon.ico and public/apple-touch-icon.png')
