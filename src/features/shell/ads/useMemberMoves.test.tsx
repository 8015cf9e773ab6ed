import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEmbla } from './embla-fixture';
import { useMemberMoves } from './useMemberMoves';

function renderMoves() {
  const fake = fakeEmbla(3);
  let moveAsMember: ReturnType<typeof useMemberMoves>['moveAsMember'] = () => undefined;
  function Announcer() {
    const moves = useMemberMoves(fake.embla);
    moveAsMember = moves.moveAsMember;
    return (
      <output data-testid="said" data-count={moves.move?.count ?? 0}>
        {moves.move ? `banner ${moves.move.index + 1}` : ''}
      </output>
    );
  }
  render(<Announcer />);
  const said = screen.getByTestId('said');
  const member = (scroll: Parameters<typeof moveAsMember>[0]) => act(() => moveAsMember(scroll));
  return { ...fake, said, member };
}

describe('useMemberMoves: only the member’s moves are said', () => {
  it('says nothing while the banners turn by themselves', () => {
    const { said, turn } = renderMoves();
    turn();
    turn();
    expect(said).toHaveTextContent(/^$/);
    expect(said).toHaveAttribute('data-count', '0');
  });

  it('says each move the member makes with Next, Previous or a dot, one each', () => {
    const { said, member } = renderMoves();
    member((api) => api.scrollNext());
    expect(said).toHaveTextContent('banner 2');
    expect(said).toHaveAttribute('data-count', '1');
    member((api) => api.scrollPrev());
    expect(said).toHaveTextContent('banner 1');
    member((api) => api.scrollTo(2));
    expect(said).toHaveTextContent('banner 3');
    expect(said).toHaveAttribute('data-count', '3');
  });

  it('says a swipe, and not the turn after it', () => {
    const { said, swipe, turn } = renderMoves();
    swipe();
    expect(said).toHaveTextContent('banner 2');
    turn();
    expect(said).toHaveTextContent('banner 2');
    expect(said).toHaveAttribute('data-count', '1');
  });

  it('says nothing for a press that moves nothing (the dot of the banner shown, a tap on a banner)', () => {
    const { said, member, emit, turn } = renderMoves();
    member((api) => api.scrollTo(0));
    emit('pointerDown');
    emit('pointerUp');
    turn();
    expect(said).toHaveAttribute('data-count', '0');
  });

  it('counts a move back to the banner said last as a move of its own', () => {
    const { said, member, turn } = renderMoves();
    member((api) => api.scrollNext());
    turn();
    turn();
    member((api) => api.scrollNext());
    expect(said).toHaveTextContent('banner 2');
    expect(said).toHaveAttribute('data-count', '2');
  });
});
