//! Classic Sudoku solved on several threads with the answers written in input order: the
//! reader hands each puzzle to the pool, the threads solve them as they come, and the answers
//! wait in order for the ones before them. At most a few hundred puzzles are in flight, so
//! memory stays flat however long the input.

use dlx_stepper::sudoku::{self, Answer, Grid};
use std::collections::{BTreeMap, VecDeque};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Puzzles handed over together: one message per puzzle cost as much as solving an easy one.
const BATCH: usize = 64;
/// Batches in flight per thread at the most.
const IN_FLIGHT_PER_THREAD: usize = 4;

type Job = (u64, Vec<(Grid, u64)>);

pub struct SolverPool {
    jobs: Option<SyncSender<Job>>,
    answers: Receiver<(u64, Vec<Answer>)>,
    threads: Vec<JoinHandle<()>>,
    /// The batch being filled.
    batch: Vec<(Grid, u64)>,
    /// For each batch handed over and not yet written, in order: its puzzles' input lines.
    waiting: VecDeque<Vec<usize>>,
    /// The input lines of the batch being filled.
    lines: Vec<usize>,
    /// The sequence number of the first batch waiting.
    first: u64,
    /// Batches answered before the ones ahead of them.
    early: BTreeMap<u64, Vec<Answer>>,
    capacity: usize,
}

impl SolverPool {
    pub fn new(threads: usize) -> SolverPool {
        let capacity = threads * IN_FLIGHT_PER_THREAD;
        let (jobs, queue) = sync_channel::<Job>(capacity);
        let queue = Arc::new(Mutex::new(queue));
        let (answer, answers): (Sender<(u64, Vec<Answer>)>, _) = channel();
        let threads = (0..threads)
            .map(|_| {
                let queue = Arc::clone(&queue);
                let answer = answer.clone();
                std::thread::spawn(move || loop {
                    // The lock is held only while taking a job.
                    let job = queue.lock().map_or(Err(std::sync::mpsc::RecvError), |q| q.recv());
                    let Ok((seq, batch)) = job else { break };
                    let solved = batch.iter().map(|(grid, limit)| sudoku::solve(grid, *limit)).collect();
                    if answer.send((seq, solved)).is_err() {
                        break;
                    }
                })
            })
            .collect();
        SolverPool {
            jobs: Some(jobs),
            answers,
            threads,
            batch: Vec::with_capacity(BATCH),
            lines: Vec::with_capacity(BATCH),
            waiting: VecDeque::new(),
            first: 0,
            early: BTreeMap::new(),
            capacity,
        }
    }

    /// Hands a puzzle (from input line `line`) to the threads, a batch at a time; when too
    /// many are in flight, first writes (with `write`) the answers that are ready, waiting for
    /// the oldest.
    pub fn submit(
        &mut self,
        line: usize,
        grid: Grid,
        limit: u64,
        write: &mut impl FnMut(usize, &Answer) -> Result<(), String>,
    ) -> Result<(), String> {
        self.batch.push((grid, limit));
        self.lines.push(line);
        if self.batch.len() == BATCH {
            self.send_batch(write)?;
        }
        Ok(())
    }

    fn send_batch(&mut self, write: &mut impl FnMut(usize, &Answer) -> Result<(), String>) -> Result<(), String> {
        while self.waiting.len() >= self.capacity {
            self.write_oldest(write)?;
        }
        let seq = self.first + self.waiting.len() as u64;
        self.waiting.push_back(std::mem::take(&mut self.lines));
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
        let jobs = self.jobs.as_ref().expect("the pool is open until dropped");
        jobs.send((seq, batch))
            .map_err(|_| "a solver thread stopped".to_string())
    }

    /// Writes every answer still owed, in order (before anything else is written, and before
    /// waiting for more input).
    pub fn drain(&mut self, write: &mut impl FnMut(usize, &Answer) -> Result<(), String>) -> Result<(), String> {
        if !self.batch.is_empty() {
            self.send_batch(write)?;
        }
        while !self.waiting.is_empty() {
            self.write_oldest(write)?;
        }
        Ok(())
    }

    fn write_oldest(&mut self, write: &mut impl FnMut(usize, &Answer) -> Result<(), String>) -> Result<(), String> {
        let answers = loop {
            if let Some(answers) = self.early.remove(&self.first) {
                break answers;
            }
            let (seq, answers) = self.answers.recv().map_err(|_| "a solver thread stopped".to_string())?;
            self.early.insert(seq, answers);
        };
        let lines = self.waiting.pop_front().expect("answers are owed");
        self.first += 1;
        for (line, answer) in lines.into_iter().zip(&answers) {
            write(line, answer)?;
        }
        Ok(())
    }
}

impl Drop for SolverPool {
    fn drop(&mut self) {
        // Closing the queue ends the threads once they finish what they hold.
        self.jobs = None;
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}
