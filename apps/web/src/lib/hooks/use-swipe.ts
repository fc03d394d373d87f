import { useHydrated } from './use-hydrated';
import {
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

export const TAP_SLOP_PX = 5;
export const SWIPE_DISTANCE_RATIO = 0.2;
// A flick (px per ms over the last FLICK_WINDOW_MS) changes slide whatever its length.
export const FLICK_VELOCITY = 0.5;
const FLICK_WINDOW_MS = 100;
const EDGE_RESISTANCE = 1 / 3;

export interface SwipeOptions {
  index: number;
  count: number;
  onIndexChange(index: number): void;
  loop?: boolean;
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  axis: 'x' | 'y' | null;
  samples: { x: number; t: number }[];
}

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Any carousel's gestures (docs/product.md, 'Carousels'); the CSP lets only the running app move the track. */
export function useSwipe({ index, count, onIndexChange, loop = false }: SwipeOptions) {
  const hydrated = useHydrated();
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const swallowClick = useRef(false);

  const target = (by: number) => {
    const next = index + by;
    if (loop) return ((next % count) + count) % count;
    return Math.min(count - 1, Math.max(0, next));
  };
  const go = (by: number) => {
    const next = target(by);
    if (next !== index) onIndexChange(next);
  };

  const width = (fallback: HTMLElement) => {
    const element = viewportRef.current ?? fallback;
    return element.clientWidth || element.getBoundingClientRect().width;
  };

  function end(event: PointerEvent<HTMLElement>, commit: boolean) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    setPressed(false);
    if (current.axis !== 'x') return;
    swallowClick.current = true;
    const dx = event.clientX - current.startX;
    if (commit) {
      const now = Date.now();
      const recent = current.samples.filter((sample) => now - sample.t <= FLICK_WINDOW_MS);
      const first = recent[0];
      const elapsed = first ? now - first.t : 0;
      const velocity = first && elapsed > 0 ? (event.clientX - first.x) / elapsed : 0;
      const far = Math.abs(dx) >= SWIPE_DISTANCE_RATIO * width(event.currentTarget);
      const flick = Math.abs(velocity) >= FLICK_VELOCITY && Math.sign(velocity) === Math.sign(dx);
      if (far || flick) go(dx < 0 ? 1 : -1);
    }
    setOffset(0);
    setDragging(false);
  }

  const rootProps = {
    tabIndex: 0,
    'aria-roledescription': 'carrossel',
    'data-swipe': dragging ? 'dragging' : '',
    style: dragging ? ({ userSelect: 'none', cursor: 'grabbing' } as CSSProperties) : undefined,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (step !== undefined) go(step);
      else if (event.key === 'Home') onIndexChange(0);
      else if (event.key === 'End') onIndexChange(count - 1);
      else return;
      event.preventDefault();
    },
    onPointerEnter() {
      setHovered(true);
    },
    onPointerLeave() {
      setHovered(false);
    },
    onFocus() {
      setFocused(true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      swallowClick.current = false;
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      gesture.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        axis: null,
        samples: [{ x: event.clientX, t: Date.now() }],
      };
      setPressed(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (current.axis === null) {
        if (Math.abs(dx) <= TAP_SLOP_PX && Math.abs(dy) <= TAP_SLOP_PX) return;
        if (Math.abs(dy) > Math.abs(dx)) {
          current.axis = 'y';
          gesture.current = null;
          setPressed(false);
          return;
        }
        current.axis = 'x';
        // Not earlier: a captured pointer's click would land on the carousel, not what was tapped.
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // Already gone: its pointerup or pointercancel ends the gesture.
        }
        window.getSelection()?.removeAllRanges();
        setDragging(true);
      }
      const now = Date.now();
      current.samples = [
        ...current.samples.filter((sample) => now - sample.t <= FLICK_WINDOW_MS),
        { x: event.clientX, t: now },
      ];
      const beyond = !loop && ((index === 0 && dx > 0) || (index === count - 1 && dx < 0));
      setOffset(beyond ? dx * EDGE_RESISTANCE : dx);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, true);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, false);
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart(event: MouseEvent<HTMLElement>) {
      // A dragged image or link would start the browser's own drag and drop.
      event.preventDefault();
    },
  };

  const trackStyle: CSSProperties | undefined = hydrated
    ? {
        transform: `translate3d(calc(${-100 * index}% + ${offset} * var(--hairline)), 0, 0)`,
        transition: dragging ? 'none' : 'transform var(--swipe-duration) ease-out',
      }
    : undefined;

  const slideProps = (slide: number) => ({
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${slide + 1} de ${count}`,
    'aria-hidden': slide !== index,
    inert: slide !== index,
  });

  return {
    rootProps,
    viewportProps: { ref: viewportRef, 'data-swipe-viewport': '' },
    trackProps: { 'data-swipe-track': '', style: trackStyle },
    slideProps,
    dragging,
    interacting: pressed || hovered || focused,
  };
}
