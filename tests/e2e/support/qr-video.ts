import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a Y4M video (what Chromium's fake camera plays, --use-file-for-fake-video-capture) showing the
 * QR code of `text` in black on white, as a phone held over the confirmed e-mail would see it.
 */
export function writeQrVideo(path: string, text: string, frames = 10): void {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 8));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + column * scale,
          (top + row * scale + y) * WIDTH + left + (column + 1) * scale,
        );
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
}
