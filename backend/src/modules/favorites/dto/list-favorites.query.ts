import { PageQuery } from '../../../shared/dto/page.query';

/** GET /api/favorites. */
export class ListFavoritesQuery extends PageQuery {}
