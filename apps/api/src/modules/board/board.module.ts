/** Composition root of the board list (a constant of the contract, no services). */
import type { Module } from '../module';
import { boardRoutes } from './board.routes';

export function createBoardModule(): Module {
  return { name: 'board', routes: boardRoutes, exports: {} };
}
