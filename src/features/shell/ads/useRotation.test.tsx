import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { describe, expect, it, vi } from 'vitest';
import { fakeEmbla } from './embla-fixture';
import { useRotation } from './useRotation';

function renderRotation(rotates = true) {
  const { embla, emit } = fakeEmbla();
  const autoplay = { play: vi.fn(), stop: vi.fn() } as unknown as AutoplayType;
  function Carousel() {
    const { ref, rotation, pausedByMember, togglePause } = useRotation(embla, autoplay, rotates);
    return (
      <div ref={ref} data-testid="carousel" data-rotation={rotation}>
        <button type="button" onClick={togglePause}>
          {pausedByMember ? 'Play' : 'Pause'}
        </button>
      </div>
    );
  }
  render(
    <>
      <Carousel />
      <button type="button">Elsewhere</button>
    </>,
  );
  const carousel = screen.getByTestId('carousel');
  /** What the plugin was told last. */
  const told = () => {
    const played = vi.mocked(autoplay.play).mock.invocationCallOrder.at(-1) ?? 0;
    const stopped = vi.mocked(autoplay.stop).mock.invocationCallOrder.at(-1) ?? 0;
    return played > stopped ? 'play' : 'stop';
  };
  return { carousel, emit, told, autoplay };
}

describe('useRotation: when the banners change by themselves', () => {
  it('plays at first, stands still while the pointer is on them, and plays again once it leaves', () => {
    const { carousel, told } = renderRotation();
    expect(carousel).toHaveAttribute('data-rotation', 'playing');
    expect(told()).toBe('play');
    fireEvent.mouseEnter(carousel);
    expect(carousel).toHaveAttribute('data-rotation', 'paused');
    expect(told()).toBe('stop');
    fireEvent.mouseLeave(carousel);
    expect(carousel).toHaveAttribute('data-rotation', 'playing');
    expect(told()).toBe('play');
  });

  it('stands still while the keyboard focus is inside, and while a finger drags them', () => {
    const { carousel, emit, told } = renderRotation();
    act(() => screen.getByRole('button', { name: 'Pause' }).focus());
    expect(carousel).toHaveAttribute('data-rotation', 'paused');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(carousel).toHaveAttribute('data-rotation', 'playing');
    emit('pointerDown');
    expect(carousel).toHaveAttribute('data-rotation', 'paused');
    emit('pointerUp');
    expect(carousel).toHaveAttribute('data-rotation', 'playing');
    expect(told()).toBe('play');
  });

  it('stays paused after Pause once the pointer and the focus have left, until Play', () => {
    const { carousel, told } = renderRotation();
    fireEvent.mouseEnter(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.mouseLeave(carousel);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(carousel).toHaveAttribute('data-rotation', 'paused');
    expect(told()).toBe('stop');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(carousel).toHaveAttribute('data-rotation', 'playing');
    expect(told()).toBe('play');
  });

  it('tells the plugin again when embla sets itself up afresh (after a resize), which starts its plugins anew', () => {
    const { carousel, emit, autoplay } = renderRotation();
    const plays = vi.mocked(autoplay.play).mock.calls.length;
    emit('reInit');
    expect(autoplay.play).toHaveBeenCalledTimes(plays + 1);
    fireEvent.mouseEnter(carousel);
    const stops = vi.mocked(autoplay.stop).mock.calls.length;
    emit('reInit');
    expect(autoplay.stop).toHaveBeenCalledTimes(stops + 1);
  });

  it('is off, and tells the plugin nothing, for members who prefer reduced motion', () => {
    const { carousel, emit, autoplay } = renderRotation(false);
    expect(carousel).toHaveAttribute('data-rotation', 'off');
    fireEvent.mouseEnter(carousel);
    fireEvent.mouseLeave(carousel);
    emit('reInit');
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(autoplay.stop).not.toHaveBeenCalled();
  });
});
