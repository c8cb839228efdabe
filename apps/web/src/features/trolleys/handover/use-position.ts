import { useEffect, useState } from 'react';
import type { HandoverLocation } from '@glassdesk/shared';

/** How long the phone is given to say where it is; after that the hand-over goes without a place. */
export const POSITION_TIMEOUT_MS = 6000;

export type Position = { state: 'asking' } | { state: 'known'; location: HandoverLocation } | { state: 'unknown'; why: string };

const WHY: Record<number, string> = {
  1: 'Place not recorded: this browser may not use the location.',
  2: 'Place not recorded: the phone could not tell where it is.',
  3: 'Place not recorded: the phone took too long to tell where it is.',
};

/**
 * The phone's position for a hand-over, asked once when the form opens (the browser asks the user the first time).
 * It never holds the hand-over up: a refusal, no fix or no answer within a few seconds is "unknown", said in a line.
 */
export function usePosition(): Position {
  const [position, setPosition] = useState<Position>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation ? { state: 'asking' } : { state: 'unknown', why: 'Place not recorded: this browser has no location.' },
  );
  useEffect(() => {
    if (!navigator.geolocation) return;
    let live = true;
    // Some browsers never call back at all when the permission prompt is left open: our own timer ends the wait.
    const timer = setTimeout(() => live && setPosition((p) => (p.state === 'asking' ? { state: 'unknown', why: WHY[3] } : p)), POSITION_TIMEOUT_MS + 500);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!live) return;
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        setPosition({ state: 'known', location: { lat: round(coords.latitude), lng: round(coords.longitude), accuracy: Math.min(Math.round(coords.accuracy), 100_000) } });
      },
      (error) => live && setPosition({ state: 'unknown', why: WHY[error.code] ?? WHY[2] }),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return position;
}

export function positionText(position: Position): string {
  switch (position.state) {
    case 'asking':
      return 'Finding the place…';
    case 'known':
      return `Place recorded: within ${position.location.accuracy} m.`;
    case 'unknown':
      return position.why;
  }
}
