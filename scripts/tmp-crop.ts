import sharp from 'sharp'
const [src, out, h] = process.argv.slice(2)
const meta = await sharp(src).metadata()
await sharp(src)
  .extract({ left: 0, top: 0, width: meta.width!, height: Math.min(meta.height!, Number(h)) })
  .toFile(out)
