/**
 * A value on a scale (volume, a daily limit): the browser's own range input in the theme's colour. Arrow keys,
 * Home and End move it, right to left it runs from the right, and it needs no script before it shows (the Radix
 * slider was 10 KB of compressed script that the voice bar loaded on every screen, issue 16).
 */
export function Slider({
  value,
  onValueChange,
  min,
  max,
  step,
  label,
}: {
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  label: string;
}) {
  return (
    <input
      type="range"
      aria-label={label}
      value={value}
      min={min}
      max={max}
      step={step}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className="h-5 w-full cursor-pointer accent-primary"
    />
  );
}
