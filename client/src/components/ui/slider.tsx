import { Slider as RadixSlider } from 'radix-ui';

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
    <RadixSlider.Root
      value={[value]}
      onValueChange={(v) => onValueChange(v[0] ?? value)}
      min={min}
      max={max}
      step={step}
      className="relative flex h-5 w-full touch-none select-none items-center"
    >
      <RadixSlider.Track className="relative h-1.5 grow rounded-full bg-muted">
        <RadixSlider.Range className="absolute h-full rounded-full bg-primary" />
      </RadixSlider.Track>
      <RadixSlider.Thumb aria-label={label} className="block h-5 w-5 rounded-full border-2 border-primary bg-card shadow" />
    </RadixSlider.Root>
  );
}
