import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

/**
 * public/favicon.ico (browsers and crawlers ask for it whatever the page links) and
 * public/apple-touch-icon.png (180 px, iOS home screens), and the installable app's icons
 * (public/pwa-192.png, public/pwa-512.png, public/pwa-maskable-512.png), drawn from public/favicon.svg.
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

// The web app manifest's icons: 192 and 512 px "any" (the rounded mark as drawn), and a 512 px maskable one
// whose mark sits inside the 80 % safe zone on a full square, so launchers may crop it to any shape.
const any = (size: number) => sharp(svg, { density: 1536 }).resize(size, size).png().toBuffer()
writeFileSync('public/pwa-192.png', await any(192))
writeFileSync('public/pwa-512.png', await any(512))
const maskable = await sharp(svg, { density: 1536 })
  .resize(400, 400)
  .flatten({ background: '#1d4ed8' }) // the mark's rounded corners would show as holes once cropped
  .extend({ top: 56, bottom: 56, left: 56, right: 56, background: '#1d4ed8' })
  .png()
  .toBuffer()
writeFileSync('public/pwa-maskable-512.png', maskable)
console.log('Wrote public/favicon.ico, public/apple-touch-icon.png and public/pwa-*.png')
