import { createContext, useContext, type Context } from 'react';

/** A context whose hook throws a clear error when used outside its provider (Mantine's createSafeContext pattern). */
export function createSafeContext<T>(name: string): readonly [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = name;
  const useSafeContext = (): T => {
    const value = useContext(context);
    if (value === null) throw new Error(`${name} is used outside its provider`);
    return value;
  };
  return [context, useSafeContext] as const;
}
