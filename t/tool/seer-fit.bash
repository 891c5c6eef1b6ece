# The person seer-duel --fit fits (loaded by t/seer-fit.bats and t/slow/seer-fit.bats):
# the recorded keypresses of examples/seer.
person=$top/examples/seer/human-keypresses.txt
