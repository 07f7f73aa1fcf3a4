import { useCallback, useEffect, useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVAS, toCanvasPoint } from '../writing-model.ts';
import type { Point, Stroke } from '../api/types.ts';

function drawStroke(context: CanvasRenderingContext2D, points: readonly Point[]): void {
  const [first, ...rest] = points;
  if (!first) return;
  context.beginPath();
  if (rest.length === 0) {
    // A tap (the dot of an i) is a stroke too; it shows as a round dot.
    context.arc(first.x, first.y, CANVAS.strokeWidth / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.moveTo(first.x, first.y);
  for (const point of rest) context.lineTo(point.x, point.y);
  context.stroke();
}

function prepare(context: CanvasRenderingContext2D, colour: string, scale: number): void {
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.lineWidth = CANVAS.strokeWidth;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = colour;
  context.fillStyle = colour;
}

/** The strokes on white at the canvas's own 400×300, as the png data URL the analysis and the sample keep. */
export function strokesToPng(strokes: readonly Stroke[]): string {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS.width;
  canvas.height = CANVAS.height;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, CANVAS.width, CANVAS.height);
  prepare(context, '#000000', 1);
  for (const stroke of strokes) drawStroke(context, stroke.points);
  return canvas.toDataURL('image/png');
}

/**
 * The 400×300 writing surface (spec 001 §9): pointer events for mouse, finger and pen, with pointer capture so a
 * stroke that wanders off the edge still ends cleanly. The backing store is scaled by devicePixelRatio so lines
 * stay sharp on high-DPI screens. It is laid out left to right in every language: a letter is drawn the way it
 * looks, and Arabic is written right to left on it like on paper, so nothing here is mirrored.
 */
export function DrawingCanvas({ strokes, onStroke }: { strokes: readonly Stroke[]; onStroke: (stroke: Stroke) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ pointerId: number; points: Point[] } | null>(null);
  const scale = useRef(1);

  const context = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return null;
    prepare(ctx, getComputedStyle(canvas).color, scale.current);
    return ctx;
  }, []);

  const redraw = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    ctx.clearRect(0, 0, CANVAS.width, CANVAS.height);
    for (const stroke of strokes) drawStroke(ctx, stroke.points);
    if (current.current) drawStroke(ctx, current.current.points);
  }, [context, strokes]);

  const redrawRef = useRef(redraw);
  useEffect(() => {
    redrawRef.current = redraw;
    redraw();
  }, [redraw]);

  // Size the backing store for the screen's pixel density, and again when it changes (zoom, another monitor).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let query: MediaQueryList | null = null;
    const resize = () => {
      const ratio = Math.max(1, window.devicePixelRatio || 1);
      scale.current = ratio;
      canvas.width = Math.round(CANVAS.width * ratio);
      canvas.height = Math.round(CANVAS.height * ratio);
      redrawRef.current();
      query?.removeEventListener('change', resize);
      query = window.matchMedia?.(`(resolution: ${ratio}dppx)`) ?? null;
      query?.addEventListener('change', resize);
    };
    resize();
    return () => query?.removeEventListener('change', resize);
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement> | globalThis.PointerEvent) =>
    toCanvasPoint(event.clientX, event.clientY, canvasRef.current!.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (current.current) return; // a second finger does not start a second stroke
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    current.current = { pointerId: event.pointerId, points: [pointOf(event)] };
    const ctx = context();
    if (ctx) drawStroke(ctx, current.current.points);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const added = (events.length > 0 ? events : [event.nativeEvent]).map(pointOf);
    const from = stroke.points[stroke.points.length - 1]!;
    stroke.points.push(...added);
    const ctx = context();
    if (ctx) drawStroke(ctx, [from, ...added]);
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    current.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    onStroke({ points: stroke.points, timestamp: Date.now() });
  };

  return (
    <div dir="ltr" className="relative w-full max-w-[400px]">
      {/* Writing lines: top, dashed middle and base line, as on school paper. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-card border border-border bg-card">
        <div className="absolute inset-x-3 top-[20%] border-t border-border" />
        <div className="absolute inset-x-3 top-1/2 border-t border-dashed border-border" />
        <div className="absolute inset-x-3 top-[80%] border-t-2 border-border" />
      </div>
      <canvas
        ref={canvasRef}
        width={CANVAS.width}
        height={CANVAS.height}
        tabIndex={0}
        aria-label={t('writingBuddy.canvas.label')}
        aria-describedby={hintId}
        data-tour="canvas"
        className="relative block aspect-[4/3] h-auto w-full cursor-crosshair touch-none rounded-card text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
        onLostPointerCapture={end}
      />
      <p id={hintId} className="sr-only">
        {t('writingBuddy.canvas.hint')}
      </p>
    </div>
  );
}
