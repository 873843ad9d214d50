import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { AnalyzerRecord } from './entities/analyzer-record.entity';

export interface RecordSearch {
  /** Only records assigned to this user; undefined for admins, who see everything. */
  visibleTo?: number;
  terms: string[];
  dateFrom?: string;
  dateTo?: string;
  types: string[];
  includeInactive: boolean;
  offset: number;
  limit: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class AnalyzerRepository {
  constructor(
    @InjectRepository(AnalyzerRecord) private readonly records: Repository<AnalyzerRecord>,
  ) {}

  private visible(query: SelectQueryBuilder<AnalyzerRecord>, userId?: number) {
    if (userId === undefined) return query;
    return query.andWhere(
      `EXISTS (SELECT 1 FROM record_assignments a WHERE a.record_id = r.id AND a.user_id = :userId)`,
      { userId },
    );
  }

  /** A page of matching records, newest first, and the total count. */
  findPageVisibleTo(search: RecordSearch): Promise<[AnalyzerRecord[], number]> {
    const query = this.visible(this.records.createQueryBuilder('r'), search.visibleTo);
    // Each word must appear in the unaccented, lower-cased search text (pg_trgm GIN index).
    search.terms.forEach((term, i) =>
      query.andWhere(`r.search_text LIKE '%' || lower(f_unaccent(:term${i})) || '%'`, {
        [`term${i}`]: escapeLike(term),
      }),
    );
    if (search.dateFrom)
      query.andWhere('r.date_parution >= :dateFrom', { dateFrom: search.dateFrom });
    if (search.dateTo) query.andWhere('r.date_parution <= :dateTo', { dateTo: search.dateTo });
    if (search.types.length)
      query.andWhere('r.type_annonce IN (:...types)', { types: search.types });
    if (!search.includeInactive) {
      query.andWhere('NOT EXISTS (SELECT 1 FROM company_status s WHERE s.siren = r.siren)');
    }
    return query
      .orderBy('r.date_parution', 'DESC', 'NULLS LAST')
      .addOrderBy('r.id', 'DESC')
      .offset(search.offset)
      .limit(search.limit)
      .getManyAndCount();
  }

  findOneVisibleTo(id: number, userId?: number): Promise<AnalyzerRecord | null> {
    return this.visible(this.records.createQueryBuilder('r'), userId)
      .andWhere('r.id = :id', { id })
      .getOne();
  }

  /** Records by id, whoever sees them (callers already hold a reason to show them). */
  findManyByIds(ids: number[]): Promise<AnalyzerRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.records.createQueryBuilder('r').where('r.id IN (:...ids)', { ids }).getMany();
  }

  countAll(): Promise<number> {
    return this.records.count();
  }
}
