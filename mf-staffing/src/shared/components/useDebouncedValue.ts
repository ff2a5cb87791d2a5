import { useEffect, useState } from 'react';

/** The value once it has stayed unchanged for `delay` ms (typing pauses: DS-10, C-3). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(handle);
  }, [value, delay]);
  return settled;
}
