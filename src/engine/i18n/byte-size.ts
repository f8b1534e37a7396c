/** A byte count in the largest unit under 1024, one decimal at most: 10485760 -> [10, 2] (MB). */
export function scaledBytes(bytes: number): [value: number, unit: number] {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < 3) {
    value /= 1024;
    unit += 1;
  }
  return [Math.round(value * 10) / 10, unit];
}
