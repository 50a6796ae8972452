import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useAfterFirstPaint } from './firstPaint';

it('is false until the first frame is painted, then true, and true at once wherever it is used later', async () => {
  const first = renderHook(() => useAfterFirstPaint());
  expect(first.result.current).toBe(false);
  await waitFor(() => expect(first.result.current).toBe(true));
  const later = renderHook(() => useAfterFirstPaint());
  expect(later.result.current).toBe(true);
});
