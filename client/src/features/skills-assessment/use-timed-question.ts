import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * One timed question after another (spec 000 §4): each question runs `seconds`, ticking once a second; answering or
 * running out of time (`onTimeout`) ends it; its result shows for `resultMs`, then the next question starts, or
 * `onFinished` is called after the last. Response times are measured from the question appearing.
 */
export function useTimedQuestions<A>({
  count,
  seconds,
  resultMs,
  timeoutAnswer,
  onFinished,
}: {
  count: number;
  seconds: number;
  resultMs: number;
  /** What a timeout records (spec 000 §4: an empty answer). */
  timeoutAnswer: A;
  onFinished: (answers: { answer: A; responseTime: number }[]) => void;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<{ answer: A; responseTime: number; timedOut: boolean }[]>([]);
  const [remaining, setRemaining] = useState(seconds);
  const startedAt = useRef(0);
  const finished = useRef(onFinished);
  useLayoutEffect(() => {
    finished.current = onFinished;
  });
  const answered = answers.length > index;

  // The question's clock: a tick a second and the deadline.
  useEffect(() => {
    if (answered || index >= count) return;
    startedAt.current = Date.now();
    const tick = window.setInterval(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    const deadline = window.setTimeout(() => {
      setAnswers((prev) => (prev.length > index ? prev : [...prev, { answer: timeoutAnswer, responseTime: seconds * 1000, timedOut: true }]));
    }, seconds * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(deadline);
    };
  }, [index, answered, count, seconds, timeoutAnswer]);

  // The result, then the next question (or the end).
  useEffect(() => {
    if (!answered) return;
    const next = window.setTimeout(() => {
      if (index + 1 >= count) {
        finished.current(answers.map(({ answer, responseTime }) => ({ answer, responseTime })));
        return;
      }
      setRemaining(seconds);
      setIndex(index + 1);
    }, resultMs);
    return () => window.clearTimeout(next);
  }, [answered, index, count, answers, resultMs, seconds]);

  const answer = (value: A) => {
    if (answered) return;
    const responseTime = Math.min(seconds * 1000, Date.now() - startedAt.current);
    setAnswers((prev) => (prev.length > index ? prev : [...prev, { answer: value, responseTime, timedOut: false }]));
  };

  const current = answers[index];
  return { index, remaining, answered, current: current ?? null, answer };
}
