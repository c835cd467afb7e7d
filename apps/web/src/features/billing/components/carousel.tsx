import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useMessages } from '../../../lib/i18n/use-messages';
import { billingCatalogue } from '../billing-messages';

/** The Previous and Next buttons' arrows: drawn, not read (the buttons are labelled). */
const previousArrow = '‹';
const nextArrow = '›';
/** A horizontal move this long (px) is a swipe, shorter ones are taps. */
const swipeDistance = 40;

export interface CarouselSlide {
  key: string;
  name: string;
  content: ReactNode;
}

export interface CarouselProps {
  label: string;
  slides: readonly CarouselSlide[];
}

/**
 * One slide at a time (WAI-ARIA APG carousel): Previous/Next buttons, a button per slide, the arrow
 * keys, Home and End while focus is inside, and a swipe. Hidden slides are inert, so keyboard and
 * screen reader only reach the one shown. Under prefers-reduced-motion the slide changes without
 * sliding.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const { t } = useMessages(billingCatalogue);
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const last = count - 1;
  const show = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), last));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1 };
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= swipeDistance) show(moved < 0 ? index + 1 : index - 1);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <Box
        sx={{ overflow: 'hidden', touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <Box
          aria-live="polite"
          sx={{
            display: 'flex',
            transform: `translateX(-${String(index * 100)}%)`,
            transition: 'transform 300ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {slides.map((slide, position) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('pricingSlideLabel', { position: position + 1, count })}
              inert={position !== index}
              sx={{ flex: '0 0 100%', px: 0.5 }}
            >
              {slide.content}
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, justifyContent: 'center', alignItems: 'center' }}
        >
          <IconButton
            aria-label={t('pricingPrevious')}
            disabled={index === 0}
            onClick={() => {
              show(index - 1);
            }}
          >
            <span aria-hidden="true">{previousArrow}</span>
          </IconButton>
          {slides.map((slide, position) => (
            <Box
              key={slide.key}
              component="button"
              type="button"
              aria-label={t('pricingShowTier', { name: slide.name })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => {
                show(position);
              }}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 2,
                borderColor: 'primary.main',
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: position === index ? 'primary.main' : 'background.paper',
              }}
            />
          ))}
          <IconButton
            aria-label={t('pricingNext')}
            disabled={index === last}
            onClick={() => {
              show(index + 1);
            }}
          >
            <span aria-hidden="true">{nextArrow}</span>
          </IconButton>
        </Stack>
      ) : null}
    </Box>
  );
}
