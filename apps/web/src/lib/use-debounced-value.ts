import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same (by `key`) for `delayMs`: quick successive changes (ticking
 * several boxes, dragging the distance) make one request, not one each.
 */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (settled.key === key) return undefined;
    const timer = setTimeout(() => {
      setSettled({ key, value });
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [key, value, delayMs, settled.key]);
  return settled.value;
}
