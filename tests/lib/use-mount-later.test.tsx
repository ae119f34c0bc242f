import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useMountLater } from '@/lib/use-mount-later';

function Probe({ seen }: { seen: boolean[] }) {
  const later = useMountLater();
  seen.push(later);
  return <span>{later ? 'controls' : 'placeholder'}</span>;
}

describe('useMountLater', () => {
  it('renders the placeholder first and the deferred part once that render is committed', async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(await screen.findByText('controls')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
